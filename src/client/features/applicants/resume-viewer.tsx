import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FitScreenOutlined from '@mui/icons-material/FitScreenOutlined';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import { Alert, Box, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFileBytes } from './resume-download.ts';

// pdf.js, loaded only when a résumé is opened (it is large). Its worker is a file of our own
// build (Vite's ?url), so the Content-Security-Policy's worker-src 'self' holds; eval is off
// (isEvalSupported) because script-src has no 'unsafe-eval'.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { mirrorInRtl } from '../../lib/bidi.ts';

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const FIT = 1; // index of nothing: zoom 1 is "fit the panel's width"

async function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  return pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
}

/**
 * The candidate's PDF résumé, read in the panel: one page at a time on a canvas that fits the
 * panel's width, with page navigation and zoom (the download stays beside it).
 */
export default function ResumeViewer({ url, filename }: { url: string; filename: string }) {
  const { t } = useTranslation('applicants');
  const doc = useQuery({
    queryKey: ['resume-pdf', url],
    queryFn: async ({ signal }) => openPdf(await fetchFileBytes(url, signal)),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<number>(FIT);
  const [rendered, setRendered] = useState(0);
  const [failed, setFailed] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const pages = doc.data?.numPages ?? 0;

  useEffect(() => {
    setPage(1);
    setZoom(FIT);
  }, [url]);

  useEffect(() => {
    const pdf = doc.data;
    const target = canvas.current;
    const box = frame.current;
    if (!pdf || !target || !box) return;
    let task: RenderTask | undefined;
    let cancelled = false;
    void (async () => {
      try {
        const p = await pdf.getPage(Math.min(page, pdf.numPages));
        if (cancelled) return;
        const natural = p.getViewport({ scale: 1 });
        // Zoom 1 fits the panel's width; the canvas is drawn at the screen's pixel density.
        const fit = Math.max(0.1, (box.clientWidth - 2) / natural.width);
        const viewport = p.getViewport({ scale: fit * zoom });
        const ratio = window.devicePixelRatio || 1;
        target.width = Math.floor(viewport.width * ratio);
        target.height = Math.floor(viewport.height * ratio);
        target.style.width = `${Math.floor(viewport.width)}px`;
        target.style.height = `${Math.floor(viewport.height)}px`;
        task = p.render({
          canvas: target,
          viewport,
          transform: ratio !== 1 ? [ratio, 0, 0, ratio, 0, 0] : undefined,
        });
        await task.promise;
        if (!cancelled) {
          setFailed(false);
          setRendered((n) => n + 1);
        }
      } catch (error) {
        if (!cancelled && !(error instanceof Error && error.name === 'RenderingCancelledException')) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc.data, page, zoom]);

  const zoomIndex = ZOOM_STEPS.findIndex((z) => z >= zoom);
  const zoomBy = (step: 1 | -1) =>
    setZoom(ZOOM_STEPS[Math.min(ZOOM_STEPS.length - 1, Math.max(0, zoomIndex + step))] ?? FIT);

  if (doc.isError || failed)
    return (
      <Alert severity="warning" sx={{ my: 1 }}>
        {t('viewer.error')}
      </Alert>
    );

  return (
    <Box
      component="figure"
      sx={{ m: 0, my: 1, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
      aria-label={t('viewer.label', { filename })}
      data-testid="resume-viewer"
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, py: 0.5, bgcolor: 'action.hover' }}
      >
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Tooltip title={t('viewer.previous')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('viewer.previous')}
                disabled={page <= 1}
                onClick={() => setPage((n) => n - 1)}
              >
                <ChevronLeft sx={mirrorInRtl} />
              </IconButton>
            </span>
          </Tooltip>
          <Typography variant="body2" aria-live="polite" data-testid="resume-viewer-page" sx={{ minWidth: 72 }}>
            {pages ? t('viewer.page', { page, pages }) : '…'}
          </Typography>
          <Tooltip title={t('viewer.next')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('viewer.next')}
                disabled={page >= pages}
                onClick={() => setPage((n) => n + 1)}
              >
                <ChevronRight sx={mirrorInRtl} />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Tooltip title={t('viewer.zoomOut')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('viewer.zoomOut')}
                disabled={zoom <= ZOOM_STEPS[0]}
                onClick={() => zoomBy(-1)}
              >
                <ZoomOut />
              </IconButton>
            </span>
          </Tooltip>
          <Typography variant="body2" sx={{ minWidth: 44, textAlign: 'center' }} data-testid="resume-viewer-zoom">
            {t('viewer.zoom', { percent: Math.round(zoom * 100) })}
          </Typography>
          <Tooltip title={t('viewer.zoomIn')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('viewer.zoomIn')}
                disabled={zoom >= ZOOM_STEPS[ZOOM_STEPS.length - 1]!}
                onClick={() => zoomBy(1)}
              >
                <ZoomIn />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('viewer.fit')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('viewer.fit')}
                disabled={zoom === FIT}
                onClick={() => setZoom(FIT)}
              >
                <FitScreenOutlined />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      </Stack>
      {/* The page scrolls inside its frame when zoomed past the panel's width. */}
      <Box
        ref={frame}
        sx={{ position: 'relative', overflow: 'auto', maxHeight: 640, bgcolor: 'grey.100', direction: 'ltr' }}
        tabIndex={0}
        role="region"
        aria-label={t('viewer.pageRegion', { filename })}
      >
        {doc.isPending && (
          <Stack sx={{ alignItems: 'center', py: 6 }} role="status">
            <CircularProgress size={28} aria-label={t('viewer.loading')} />
          </Stack>
        )}
        <canvas
          ref={canvas}
          data-testid="resume-canvas"
          data-rendered={rendered}
          style={{ display: doc.isPending ? 'none' : 'block', margin: '0 auto', background: '#fff' }}
        />
      </Box>
    </Box>
  );
}
