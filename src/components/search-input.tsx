// A search box that Escape clears. Memoised on its props (give it a stable
// `onValue`, such as a state setter): a panel that renders again on every
// keystroke in the editor leaves it alone, since an input rendered again costs the
// browser form bookkeeping and a style pass each time.

import { memo, type ReactNode } from 'react';

export const SearchInput = memo(function SearchInput(props: {
  value: string;
  onValue: (value: string) => void;
  placeholder: string;
  id?: string;
}): ReactNode {
  const { value, onValue } = props;
  return (
    <input
      id={props.id}
      type="search"
      value={value}
      spellCheck={false}
      autoComplete="off"
      placeholder={props.placeholder}
      onChange={(e) => onValue(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && value !== '') {
          e.preventDefault();
          onValue('');
        }
      }}
    />
  );
});
