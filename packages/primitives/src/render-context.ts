// What rendering needs to know about the skill doing the rendering.

/** The render context: the name of the skill whose engine renders the prompt. */
export interface RenderContext {
  readonly skillName: string;
}
