import type { FieldPath, YamlDocument } from '../form/document.ts';
import type { Field } from '../form/fields.ts';
import type { IconData } from '../../model/values.ts';
import type { Value } from './form-dom.ts';
import type { Facts } from './schema-assist.ts';

/** What the parts of the Form view (form-controls.ts, form-groups.ts, form-lists.ts) use of its state (FormState in form-view.ts). */

export interface FormOptions {
  /** The text now in the YAML view. */
  text(): string;
  /** Puts a text made by the form into the YAML view. */
  change(text: string): void;
  /** Icon names and collection ids. */
  facts(): Facts;
  /** Ctrl+S in the form. */
  save?(): void;
  /** A Lucide icon's drawing, for the preview beside an icon's name; null for a name that is no icon. */
  icon?(name: string): Promise<IconData | null>;
  /** The media library: a picture or a video chosen or uploaded for a field; where a file shows. */
  media?: {
    choose(kind: 'image' | 'video'): Promise<{ address: string; poster?: string } | undefined>;
    thumbnail(path: string): string;
  };
}

export interface FormContext {
  readonly options: FormOptions;
  /** Where the pickers' lists of choices are kept. */
  readonly datalists: HTMLElement;
  /** The bar that offers to undo a removal. */
  readonly undoBar: HTMLElement;
  /** Which cards are open, by the path of their field. */
  readonly opened: Map<string, boolean>;
  /** The open file's values, as last read from its text. */
  values: Value;
  announce(message: string): void;
  /** Makes a change on the YAML text and hands it to the YAML view. */
  edit(action: (doc: YamlDocument) => void): void;
  doc(): YamlDocument;
  /** The value at a path in the text as it is now, not as it was when the form was drawn. */
  valueAt(path: FieldPath): Value;
  render(focusKey?: string, force?: boolean): void;
  /** An item just added: opened, in view, its first field focused; its empty required fields not marked until left. */
  revealItem(path: FieldPath): void;
  drawField(f: Field, path: FieldPath, value: Value, label?: string): HTMLElement;
}
