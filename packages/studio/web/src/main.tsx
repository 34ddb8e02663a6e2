// The studio's web app (placeholder until the app lands).
export const placeholder = true;
