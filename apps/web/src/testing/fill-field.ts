import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Types into the field labelled `label` in one go (pasting keeps long forms quick to test). */
export async function fillField(user: UserEvent, label: RegExp, text: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}
