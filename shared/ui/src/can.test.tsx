import { act, screen } from '@testing-library/react';
import { session } from '@console/client';
import { Can, PermissionGate } from './can';
import { renderWithUi, signInWith } from './testing';

afterEach(() => session.signOut());

describe('Can', () => {
  it('shows its children to an admin holding the permission', () => {
    signInWith(['admins.list', 'admins.add']);
    renderWithUi(
      <Can permission="admins.add">
        <button type="button">Add administrator</button>
      </Can>,
    );
    expect(screen.getByRole('button', { name: 'Add administrator' })).toBeInTheDocument();
  });

  it('hides them, or shows the fallback, without the permission', () => {
    signInWith(['admins.list']);
    renderWithUi(
      <>
        <Can permission="admins.add">
          <button type="button">Add administrator</button>
        </Can>
        <PermissionGate permission="admins.delete" fallback={<span>Read only</span>}>
          <button type="button">Delete</button>
        </PermissionGate>
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Add administrator' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByText('Read only')).toBeInTheDocument();
  });

  it('follows the session as it changes', () => {
    signInWith(['admins.add']);
    renderWithUi(
      <Can permission="admins.add">
        <button type="button">Add administrator</button>
      </Can>,
    );
    expect(screen.getByRole('button', { name: 'Add administrator' })).toBeInTheDocument();
    act(() => session.signOut());
    expect(screen.queryByRole('button', { name: 'Add administrator' })).not.toBeInTheDocument();
  });

  it('grants nothing for a key the catalogue does not know', () => {
    signInWith(['admins.add']);
    renderWithUi(
      <Can permission="admins.launchRockets">
        <button type="button">Launch</button>
      </Can>,
    );
    expect(screen.queryByRole('button', { name: 'Launch' })).not.toBeInTheDocument();
  });
});
