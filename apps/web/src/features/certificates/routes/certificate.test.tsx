import type { Locale } from '@pathshala/shared/locales';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WithLocale } from '@/testing/i18n';
import type { Certificate } from '../api/get-certificate';
import { CertificateRoute } from './certificate';

const certificate: Certificate = {
  id: 'PS-ABCDEFGHJK',
  status: 'valid',
  learnerName: 'Asha Verma',
  courseTitle: 'SQL for analysts',
  instructorName: 'Ravi Kumar',
  totalHours: '1.5 hours',
  lectureCount: 12,
  projectTitles: [],
  issuedAt: '2025-12-02T06:30:00.000Z',
  imageUrl: '',
  pdfUrl: '',
  verifyUrl: 'https://pathshala.example/certificate/PS-ABCDEFGHJK',
  linkedInUrl: '',
};

function renderCertificate(locale: Locale) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['certificates', certificate.id], certificate);
  render(
    <WithLocale locale={locale}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/certificate/${certificate.id}`]}>
          <Routes>
            <Route path="/certificate/:id" element={<CertificateRoute />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </WithLocale>,
  );
}

describe('certificate verification page', () => {
  it('reads in English as the spec writes it', () => {
    renderCertificate('en-IN');
    expect(screen.getByTestId('certificate-status')).toHaveTextContent('Valid');
    expect(screen.getByTestId('certificate-hours')).toHaveTextContent('1.5 hours · 12 lectures');
    expect(screen.getByText('2 December 2025')).toBeInTheDocument();
    expect(document.title).toBe('Certificate: SQL for analysts | Pathshala');
  });

  it('reads in Hindi, with Hindi month names and counts', () => {
    renderCertificate('hi-IN');
    expect(screen.getByTestId('certificate-status')).toHaveTextContent('मान्य');
    expect(screen.getByTestId('certificate-hours')).toHaveTextContent('1.5 घंटे · 12 लेक्चर');
    expect(screen.getByText('2 दिसंबर 2025')).toBeInTheDocument();
    expect(screen.getByText('सर्टिफिकेट सत्यापन')).toBeInTheDocument();
  });
});
