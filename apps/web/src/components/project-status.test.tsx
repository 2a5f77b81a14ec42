import { SUBMISSION_STATUS_LABELS } from '@pathshala/shared/projects-constants';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithLocale } from '@/testing/i18n';
import { PROJECT_STATUS_TEXTS, ProjectStatus, RubricTable } from './project-status';

describe('ProjectStatus', () => {
  it('declares the shared package’s status labels word for word', () => {
    expect(PROJECT_STATUS_TEXTS.map((text) => text.message).sort()).toEqual(
      Object.values(SUBMISSION_STATUS_LABELS).sort(),
    );
  });

  it('says the status in English as the shared package words it', () => {
    render(
      <WithLocale>
        <ProjectStatus status="submitted" />
        <ProjectStatus status="not_submitted" />
      </WithLocale>,
    );
    expect(screen.getAllByTestId('project-status').map((chip) => chip.textContent)).toEqual([
      'Waiting for review',
      'Not submitted',
    ]);
  });

  it('says the status and the rubric’s headings in Hindi', () => {
    render(
      <WithLocale locale="hi-IN">
        <ProjectStatus status="needs_changes" />
        <RubricTable rubric={[{ criterion: 'Tests pass', points: 10 }]} scores={[7]} />
      </WithLocale>,
    );
    expect(screen.getByTestId('project-status')).toHaveTextContent('बदलाव ज़रूरी');
    expect(screen.getByRole('columnheader', { name: 'अंक' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'कुल' })).toBeInTheDocument();
  });
});
