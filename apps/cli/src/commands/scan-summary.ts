// The scan command's line in `skill-kit --help`: shared by the command table and the scan's own entry.
export const scanSummary = "scan skills for risky content: scan <path>... [--format text|json|sarif]";
