/**
 * The bank's message text as plain text: React puts it in text nodes (markup shows as the
 * characters it is made of, never as HTML), and CSS keeps its line breaks and wraps very long words.
 */
export function MessageText({ text }: { text: string }) {
  return <div className="message-text">{text}</div>;
}
