// A skill's validation diagnostics and scan findings, as two lists.
import type { SkillSummary } from "../api/types.js";

export function Problems({ skill }: { readonly skill: SkillSummary }) {
  if (skill.diagnostics.length === 0 && skill.findings.length === 0) return <p class="ok">No diagnostics, no findings.</p>;
  return (
    <>
      {skill.diagnostics.length > 0 && (
        <ul class="problems" aria-label={`Diagnostics of ${skill.name}`}>
          {skill.diagnostics.map((diagnostic, index) => (
            <li key={index} data-diagnostic={diagnostic.severity} class={diagnostic.severity}>
              <strong>{diagnostic.severity}</strong> <code>{diagnostic.code}</code>: {diagnostic.message}
            </li>
          ))}
        </ul>
      )}
      {skill.findings.length > 0 && (
        <ul class="problems" aria-label={`Scan findings of ${skill.name}`}>
          {skill.findings.map((finding, index) => (
            <li key={index} data-finding={finding.level} class={finding.level}>
              <strong>{finding.level}</strong> <code>{finding.rule}</code> in{" "}
              <span class="path">
                {finding.path}
                {finding.line === undefined ? "" : `:${finding.line}`}
              </span>
              : {finding.message}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
