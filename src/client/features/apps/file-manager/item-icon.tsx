import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderRounded from '@mui/icons-material/FolderRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { Box, type SvgIconProps } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FILE_MANAGER_KEY, type FileManagerItem } from './file-manager-api.ts';
import { fetchFileBlob } from './file-transfer.ts';

const ICONS: Record<string, [typeof FolderRounded, string]> = {
  folder: [FolderRounded, 'warning.main'],
  PDF: [PictureAsPdfOutlined, 'error.main'],
  XLS: [TableChartOutlined, 'success.main'],
  DOC: [DescriptionOutlined, 'info.main'],
  TXT: [ArticleOutlined, 'text.secondary'],
  JPG: [ImageOutlined, 'secondary.main'],
};

/** The icon of an item's type, in the type's colour. */
export function ItemIcon({ type, ...props }: { type: string } & SvgIconProps) {
  const [Icon, color] = ICONS[type] ?? [InsertDriveFileOutlined, 'text.secondary'];
  return <Icon aria-hidden {...props} sx={{ color, ...props.sx }} />;
}

/** A private picture's address in this page (its bytes fetched with the token), or null while loading. */
function useBlobUrl(url: string | null | undefined): string | null {
  const blob = useQuery({
    queryKey: [...FILE_MANAGER_KEY, 'blob', url],
    queryFn: ({ signal }) => fetchFileBlob(url!, signal),
    enabled: Boolean(url),
    staleTime: Infinity,
  });
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const next = URL.createObjectURL(blob.data);
    setHref(next);
    return () => URL.revokeObjectURL(next);
  }, [blob.data]);
  return href;
}

/** A JPEG's picture, or the type's icon for anything else (and while the picture loads). */
export function ItemPreview({ item, size, alt }: { item: FileManagerItem; size: number; alt?: string }) {
  const picture = useBlobUrl(item.type === 'JPG' ? item.url : null);
  if (picture)
    return (
      <Box
        component="img"
        src={picture}
        alt={alt ?? ''}
        sx={{ width: '100%', height: size, objectFit: 'cover', borderRadius: 1, display: 'block' }}
      />
    );
  return (
    <Box sx={{ height: size, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <ItemIcon type={item.type} sx={{ fontSize: Math.round(size * 0.6) }} />
    </Box>
  );
}
