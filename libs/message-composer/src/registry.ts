import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import DataObjectIcon from '@mui/icons-material/DataObject';
import ImageIcon from '@mui/icons-material/Image';
import ShortTextIcon from '@mui/icons-material/ShortText';
import VideocamIcon from '@mui/icons-material/Videocam';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { FORMAT_MODELS, MESSAGE_FORMATS, type FormatModel, type MessageFormat } from '@hbc/message-model';
import { CarouselEditor } from './editors/carousel/CarouselEditor';
import { CarouselPreview } from './editors/carousel/CarouselPreview';
import { CustomPreview } from './editors/custom/CustomPreview';
import { JsonEditor } from './editors/custom/JsonEditor';
import { ImagemapEditor } from './editors/imagemap/ImagemapEditor';
import { ImagemapPreview } from './editors/imagemap/ImagemapPreview';
import { ComposerTextEditor } from './editors/text/TextEditor';
import { TextPreview } from './editors/text/TextPreview';
import type { EditorProps, PreviewProps } from './editors/types';
import { VideoEditor } from './editors/video/VideoEditor';
import { VideoPreview } from './editors/video/VideoPreview';

/** Everything about one format: the model's half (name, factory, schema, rules) plus its icon, editor and preview. */
export interface FormatDefinition<F extends MessageFormat> extends FormatModel<F> {
  icon: SvgIconComponent;
  Editor: ComponentType<EditorProps<F>>;
  Preview: ComponentType<PreviewProps<F>>;
}

export type FormatRegistry = { [F in MessageFormat]: FormatDefinition<F> };

/** The one table the composer's menu, editors, preview and validation are driven by. */
export const FORMAT_REGISTRY: FormatRegistry = {
  text: {
    ...FORMAT_MODELS.text,
    icon: ShortTextIcon,
    Editor: ComposerTextEditor,
    Preview: TextPreview,
  },
  imagemap: {
    ...FORMAT_MODELS.imagemap,
    icon: ImageIcon,
    Editor: ImagemapEditor,
    Preview: ImagemapPreview,
  },
  carousel: {
    ...FORMAT_MODELS.carousel,
    icon: ViewCarouselIcon,
    Editor: CarouselEditor,
    Preview: CarouselPreview,
  },
  video: { ...FORMAT_MODELS.video, icon: VideocamIcon, Editor: VideoEditor, Preview: VideoPreview },
  custom: {
    ...FORMAT_MODELS.custom,
    icon: DataObjectIcon,
    Editor: JsonEditor,
    Preview: CustomPreview,
  },
};

/** What the format menu shows of each format. */
export interface FormatMenuEntry {
  format: MessageFormat;
  displayName: string;
  icon: SvgIconComponent;
}

/** Formats in menu order. */
export const FORMAT_MENU: readonly FormatMenuEntry[] = MESSAGE_FORMATS.map((format) => {
  const { displayName, icon } = FORMAT_REGISTRY[format];
  return { format, displayName, icon };
});
