// Escaping for the XML the primitives render (our decision 10: escape every attribute and text).

const attributeEntities: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

function replaceEntity(character: string): string {
  return attributeEntities[character] ?? character;
}

/** Escapes `&`, `<`, `>` and `"` for use inside a double-quoted attribute value. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"]/g, replaceEntity);
}

/** Escapes `&`, `<` and `>` for use as element text. */
export function escapeText(value: string): string {
  return value.replace(/[&<>]/g, replaceEntity);
}
