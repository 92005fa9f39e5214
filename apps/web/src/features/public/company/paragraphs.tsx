/** Text split into paragraphs at blank lines; shown as text, never as HTML. */
export function Paragraphs({ text, className = "" }: { text: string | null; className?: string }) {
  if (!text) return null;
  return (
    <div className={`space-y-3 ${className}`}>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text never reorder
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
    </div>
  );
}
