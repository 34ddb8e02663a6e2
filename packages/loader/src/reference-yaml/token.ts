// Tokens of the reference YAML scanner and the ids its error messages print for them.
import type { Mark } from "./char-reader.js";

/** Every token the scanner produces. */
export type TokenKind =
  | "stream-start"
  | "stream-end"
  | "directive"
  | "document-start"
  | "document-end"
  | "block-sequence-start"
  | "block-mapping-start"
  | "block-end"
  | "flow-sequence-start"
  | "flow-mapping-start"
  | "flow-sequence-end"
  | "flow-mapping-end"
  | "block-entry"
  | "flow-entry"
  | "key"
  | "value"
  | "alias"
  | "anchor"
  | "tag"
  | "scalar";

/** How a scalar was written. */
export type ScalarStyle = "plain" | "'" | '"' | "|" | ">";

/** One token with its extent; `value` holds scalar text, anchor or alias names. */
export interface Token {
  readonly kind: TokenKind;
  readonly start: Mark;
  readonly end: Mark;
  readonly value: string;
  readonly style?: ScalarStyle;
}

const TOKEN_IDS: Readonly<Record<TokenKind, string>> = {
  "stream-start": "<stream start>",
  "stream-end": "<stream end>",
  directive: "<directive>",
  "document-start": "<document start>",
  "document-end": "<document end>",
  "block-sequence-start": "<block sequence start>",
  "block-mapping-start": "<block mapping start>",
  "block-end": "<block end>",
  "flow-sequence-start": "[",
  "flow-mapping-start": "{",
  "flow-sequence-end": "]",
  "flow-mapping-end": "}",
  "block-entry": "-",
  "flow-entry": ",",
  key: "?",
  value: ":",
  alias: "<alias>",
  anchor: "<anchor>",
  tag: "<tag>",
  scalar: "<scalar>",
};

/** The id the reference prints for a token kind, e.g. `<block end>` or `-`. */
export function tokenId(kind: TokenKind): string {
  return TOKEN_IDS[kind];
}

/** Builds a token whose start and end are the same mark. */
export function pointToken(kind: TokenKind, mark: Mark): Token {
  return { kind, start: mark, end: mark, value: "" };
}
