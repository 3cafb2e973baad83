import type { UplineCandidate } from '@console/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { renderWithUi, useEnglishTexts } from './testing';
import { SEARCH_DELAY_MS, userCandidateLabel, UserSearchField, useSearchKeyword } from './user-search';

beforeAll(useEnglishTexts);

const ALICE: UplineCandidate = { id: 7, email: 'alice@example.com', mobileNumber: null, invitationCode: 'AL1CE', accountType: 2 };
const BOB: UplineCandidate = { id: 8, email: null, mobileNumber: '5550100', invitationCode: 'B0B', accountType: 2 };
const CAROL: UplineCandidate = { id: 9, email: null, mobileNumber: null, invitationCode: 'CAR0L', accountType: 1 };

describe('userCandidateLabel', () => {
  it('names a user by id, e-mail or mobile, and invitation code', () => {
    expect(userCandidateLabel(ALICE)).toBe('#7 alice@example.com · AL1CE');
    expect(userCandidateLabel(BOB)).toBe('#8 5550100 · B0B');
    expect(userCandidateLabel(CAROL)).toBe('#9 · CAR0L');
  });
});

describe('UserSearchField', () => {
  function Picker({ onKeyword }: { onKeyword: (keyword: string) => void }) {
    const form = useForm({ defaultValues: { accountId: '' } });
    const { search, setSearch, keyword } = useSearchKeyword();
    onKeyword(keyword);
    return (
      <FormProvider {...form}>
        <UserSearchField
          name="accountId"
          label="User"
          search={search}
          onSearchChange={setSearch}
          searchLabel="Find a user"
          candidates={keyword ? [ALICE, BOB] : undefined}
          exclude={8}
          placeholder={(count) => (keyword ? `${count} found` : 'Type to search')}
        />
        <output>{`chosen ${form.watch('accountId')}`}</output>
      </FormProvider>
    );
  }

  it('searches once the admin pauses, and offers the users found but the excluded one', async () => {
    jest.useFakeTimers();
    try {
      const keywords: string[] = [];
      renderWithUi(<Picker onKeyword={(k) => keywords.push(k)} />);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      expect(screen.getByRole('combobox', { name: 'User' })).toHaveDisplayValue('Type to search');
      await user.type(screen.getByRole('textbox', { name: 'Find a user' }), ' ali ');
      expect(keywords.at(-1)).toBe('');
      act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
      expect(keywords.at(-1)).toBe('ali');
      const choice = screen.getByRole('combobox', { name: 'User' });
      expect([...choice.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['1 found', '#7 alice@example.com · AL1CE']);
      await user.selectOptions(choice, '7');
      expect(screen.getByText('chosen 7')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
