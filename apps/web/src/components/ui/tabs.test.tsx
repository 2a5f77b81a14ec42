import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

const CATEGORIES = ['ALL PROGRAM', 'DATA SCIENCE', 'WEB DEVELOPMENT'];

function CategoryTabs({ orientation }: { orientation?: 'horizontal' | 'vertical' }) {
  const [category, setCategory] = useState('ALL PROGRAM');
  return (
    <Tabs value={category} onValueChange={setCategory} orientation={orientation}>
      <TabList aria-label="Course categories">
        {CATEGORIES.map((name) => (
          <Tab key={name} value={name}>
            {name}
          </Tab>
        ))}
      </TabList>
      {CATEGORIES.map((name) => (
        <TabPanel key={name} value={name}>
          Courses of {name}
        </TabPanel>
      ))}
      <output>{category}</output>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('arrow keys move between tabs and select them, wrapping at the ends; Home and End jump', async () => {
    const user = userEvent.setup();
    render(<CategoryTabs />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    await user.tab();
    expect(tab('ALL PROGRAM')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(tab('DATA SCIENCE')).toHaveFocus();
    expect(tab('DATA SCIENCE')).toHaveAttribute('aria-selected', 'true');
    expect(tab('ALL PROGRAM')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Courses of DATA SCIENCE');
    expect(screen.getByRole('status')).toHaveTextContent('DATA SCIENCE');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('ALL PROGRAM')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('WEB DEVELOPMENT')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('ALL PROGRAM')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('WEB DEVELOPMENT')).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps only the selected tab in the Tab order (roving tabindex), then the panel', async () => {
    const user = userEvent.setup();
    render(<CategoryTabs />);
    await user.click(screen.getByRole('tab', { name: 'DATA SCIENCE' }));
    const tabIndexes = screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'));
    expect(tabIndexes).toEqual(['-1', '0', '-1']);
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('ties each tab to its panel with ids a value with spaces cannot split', () => {
    render(<CategoryTabs />);
    const selected = screen.getByRole('tab', { name: 'ALL PROGRAM' });
    const panel = screen.getByRole('tabpanel');
    const controls = selected.getAttribute('aria-controls') ?? '';
    expect(controls).not.toMatch(/\s/);
    expect(controls).toBe(panel.id);
    expect(panel).toHaveAccessibleName('ALL PROGRAM');
  });

  it('vertical tabs move with the Up and Down arrows', async () => {
    const user = userEvent.setup();
    render(<CategoryTabs orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'DATA SCIENCE' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'ALL PROGRAM' })).toHaveFocus();
  });
});
