import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const FAQ = [
  { id: 'refund', title: 'Can I get a refund?', content: 'Within 7 days of purchase.' },
  { id: 'certificate', title: 'Do I get a certificate?', content: 'Yes, when you finish every lecture.' },
  { id: 'access', title: 'How long can I watch?', content: 'For as long as the course is listed.' },
];

const head = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('opens one item at a time, and the open one closes again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={FAQ} type="single" headingLevel={3} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.queryByText('Within 7 days of purchase.')).toBeNull();

    await user.click(head('Can I get a refund?'));
    expect(head('Can I get a refund?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Can I get a refund?' })).toHaveTextContent('Within 7 days');

    await user.click(head('Do I get a certificate?'));
    expect(head('Do I get a certificate?')).toHaveAttribute('aria-expanded', 'true');
    expect(head('Can I get a refund?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Within 7 days of purchase.')).toBeNull();
    expect(screen.getAllByRole('region')).toHaveLength(1);

    await user.click(head('Do I get a certificate?'));
    expect(head('Do I get a certificate?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('opens with the keyboard, and the arrow keys move between the heads', async () => {
    const user = userEvent.setup();
    render(<Accordion items={FAQ} type="single" />);
    await user.tab();
    expect(head('Can I get a refund?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(head('Do I get a certificate?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(head('Do I get a certificate?')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{End}');
    expect(head('How long can I watch?')).toHaveFocus();
    await user.keyboard(' ');
    expect(head('How long can I watch?')).toHaveAttribute('aria-expanded', 'true');
    expect(head('Do I get a certificate?')).toHaveAttribute('aria-expanded', 'false');
  });

  it("'multiple' keeps several open, starting with the ones given", async () => {
    const user = userEvent.setup();
    render(<Accordion items={FAQ} type="multiple" defaultOpen={['refund']} />);
    expect(head('Can I get a refund?')).toHaveAttribute('aria-expanded', 'true');
    await user.click(head('How long can I watch?'));
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });
});
