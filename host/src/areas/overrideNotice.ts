/** Whether the address asked for a development override that the production environment refused. */
let refused = false;

export function setOverrideRefusedAtStart(value: boolean): void {
  refused = value;
}

export function overrideRefusedAtStart(): boolean {
  return refused;
}
