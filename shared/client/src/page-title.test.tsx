import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { namedPageTitle, PageTitleScope, setPageTitle, usePageTitle, usePageTitles } from './page-title';

function Page({ title }: { title: string | null }) {
  usePageTitle(title);
  return null;
}

function Titles({ path }: { path: string }) {
  const titles = usePageTitles();
  return <output>{namedPageTitle(path, 'en-US', titles) ?? 'none'}</output>;
}

test('a page names itself at the path the host shows it at; the host sees the name at once', () => {
  let rename: (title: string | null) => void = () => {};
  function Renaming() {
    const [title, setTitle] = useState<string | null>(null);
    rename = setTitle;
    return <Page title={title} />;
  }
  const { container } = render(
    <>
      <PageTitleScope path="/roles/list/user-list/2">
        <Renaming />
      </PageTitleScope>
      <Titles path="/roles/list/user-list/2" />
    </>,
  );
  expect(container).toHaveTextContent('none');
  act(() => rename('Users of role Auditor'));
  expect(container).toHaveTextContent('Users of role Auditor');
  // Nothing (the record is loading again) keeps the name the page had.
  act(() => rename(null));
  expect(container).toHaveTextContent('Users of role Auditor');
});

test('a name is only given in the language it was written in', () => {
  setPageTitle('/users/list/user-details/9', '用户 a@b.com', 'zh-CN');
  expect(namedPageTitle('/users/list/user-details/9', 'zh-CN')).toBe('用户 a@b.com');
  expect(namedPageTitle('/users/list/user-details/9', 'en-US')).toBeUndefined();
});

test('only the most recent hundred names are kept', () => {
  for (let i = 0; i < 120; i += 1) setPageTitle(`/p/${i}`, `Page ${i}`, 'en-US');
  expect(namedPageTitle('/p/0', 'en-US')).toBeUndefined();
  expect(namedPageTitle('/p/119', 'en-US')).toBe('Page 119');
  expect(namedPageTitle('/p/20', 'en-US')).toBe('Page 20');
});
