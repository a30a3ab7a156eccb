/** The longest piece of an input an error message repeats. */
export const maxEcho = 100;

/** An input as an error repeats it: whole when short, else its start and an ellipsis. */
export function echo(input: string): string {
  return input.length <= maxEcho ? input : `${input.slice(0, maxEcho - 1)}…`;
}
