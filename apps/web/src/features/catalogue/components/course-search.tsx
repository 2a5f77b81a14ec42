import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/course-icons';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';
import { useCourseSuggestions } from '../api/get-course-suggestions';
import { searchCoursesQueryOptions } from '../api/search-courses';
import { useDebouncedValue } from '../hooks/use-debounced-value';

const SUGGESTION_DELAY_MS = 200;

interface CourseSearchProps {
  /** The submitted keyword (from the URL); the box shows it again after a reload. */
  keyword: string;
  onSearch: (keyword: string) => void;
}

/**
 * The catalogue search bar: SEARCH or Enter runs a search; while typing, a suggestion list (WAI-ARIA
 * combobox with listbox popup) offers matching course titles; choosing one opens that course's page (or
 * searches for the title when the catalogue does not know it yet).
 */
export function CourseSearch({ keyword, onSearch }: CourseSearchProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (position: number) => `${baseId}-option-${position}`;

  const [text, setText] = useState(keyword);
  const [listWanted, setListWanted] = useState(false);
  const [active, setActive] = useState(-1);

  // Back/forward or a cleared search changes the keyword from outside: show it. Taken in the render that brings
  // the new keyword, not in an effect: an effect may run after the next frame, and on a busy phone an effect
  // that late overwrote what the learner had typed since (a CI journey caught the box back at the old search).
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    setText(keyword);
  }

  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SUGGESTION_DELAY_MS);
  const suggestionsQuery = useCourseSuggestions(debounced);
  const suggestions: string[] = typed !== '' ? (suggestionsQuery.data ?? []) : [];
  const expanded = listWanted && suggestions.length > 0;

  useEffect(() => {
    // Spec §8: a failed suggestion load is only logged.
    if (suggestionsQuery.error) console.warn('Could not load course suggestions:', suggestionsQuery.error);
  }, [suggestionsQuery.error]);

  const closeList = () => {
    setListWanted(false);
    setActive(-1);
  };

  const choose = (title: string) => {
    closeList();
    setText(title);
    // The course of that title, found by the search for it (the best match first); else search for it.
    queryClient.fetchQuery(searchCoursesQueryOptions(title)).then(
      (items) => {
        const course = items.find((item) => item.title === title);
        if (course) navigate(paths.course(course.title, course._id));
        else onSearch(title);
      },
      () => onSearch(title),
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    closeList();
    onSearch(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) setListWanted(true);
        if (count > 0) setActive((current) => (current + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) setListWanted(true);
        if (count > 0) setActive((current) => (current <= 0 ? count - 1 : current - 1));
        break;
      case 'Enter': {
        const suggestion = expanded ? suggestions[active] : undefined;
        if (suggestion) {
          event.preventDefault();
          choose(suggestion);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          closeList();
        } else if (text !== '') {
          setText('');
        }
        break;
      default:
        break;
    }
  };

  return (
    <search aria-label={t`Search courses`} className="block w-full max-w-2xl">
      <form
        onSubmit={submit}
        className="flex w-full flex-col gap-3 rounded-2xl bg-white p-2 shadow-overlay sm:flex-row sm:items-center"
      >
        <label htmlFor={inputId} className="sr-only">
          <Trans>Search courses by lesson name</Trans>
        </label>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400" />
          <input
            id={inputId}
            type="search"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={t`Lessons Name`}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            data-testid="course-search-input"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setListWanted(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setListWanted(true)}
            onBlur={closeList}
            className="h-12 w-full rounded-xl border-0 bg-slate-50 pr-4 pl-12 text-base text-slate-900 placeholder:text-slate-400 focus-visible:outline-offset-0 [&::-webkit-search-cancel-button]:cursor-pointer"
          />
          <div
            id={listboxId}
            role="listbox"
            aria-label={t`Course suggestions`}
            data-testid="course-suggestions"
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-30 mt-2 max-h-80 overflow-y-auto rounded-xl bg-white py-2 text-left shadow-overlay ring-1 ring-slate-200"
          >
            {suggestions.map((suggestion, position) => (
              // The input keeps focus and handles the keys (combobox pattern); the pointer picks here.
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection is handled by the combobox input
              <div
                key={suggestion}
                id={optionId(position)}
                tabIndex={-1}
                role="option"
                aria-selected={position === active}
                onPointerDown={(event) => event.preventDefault()}
                onPointerMove={() => setActive(position)}
                onClick={() => choose(suggestion)}
                className={cn(
                  'flex cursor-pointer flex-col px-4 py-2',
                  position === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
                )}
              >
                <span className="font-medium">{suggestion}</span>
              </div>
            ))}
          </div>
        </div>
        <Button type="submit" size="lg" className="sm:w-36" data-testid="course-search-submit">
          <Trans>SEARCH</Trans>
        </Button>
      </form>
    </search>
  );
}
