import Close from '@mui/icons-material/Close';
import { Box, Button, Checkbox, IconButton, Stack, TextField, Typography } from '@mui/material';

/** One line of a checklist being edited; `field` names where its words are (a note's content, a subtask's title). */
export type ChecklistItem<K extends string> = { id?: string; completed: boolean } & Record<K, string>;

/** The items with the words still in the "new item" field added, so Save does not lose them. */
export function withDraft<K extends string>(items: ChecklistItem<K>[], draft: string, field: K): ChecklistItem<K>[] {
  return draft.trim() ? [...items, { [field]: draft.trim(), completed: false } as ChecklistItem<K>] : items;
}

export interface ChecklistEditorProps<K extends string> {
  field: K;
  legend: string;
  items: ChecklistItem<K>[];
  onChange: (update: (items: ChecklistItem<K>[]) => ChecklistItem<K>[]) => void;
  /** The "new item" field's words, kept by the form so its save can include them (withDraft). */
  draft: string;
  onDraftChange: (draft: string) => void;
  maxLength: number;
  labels: {
    done: (text: string) => string;
    item: (n: number) => string;
    remove: (text: string) => string;
    newItem: string;
    add: string;
  };
}

/** A checklist in a form: tick, edit and remove each item, add one by Enter or the button (notes, tasks). */
export function ChecklistEditor<K extends string>(props: ChecklistEditorProps<K>) {
  const { field, legend, items, onChange, draft, onDraftChange, maxLength, labels } = props;
  const set = (i: number, change: Partial<ChecklistItem<K>>) =>
    onChange((list) => list.map((x, j) => (j === i ? { ...x, ...change } : x)));
  const add = () => {
    if (!draft.trim()) return;
    onChange((list) => withDraft(list, draft, field));
    onDraftChange('');
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {legend}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item, i) => (
          <Stack component="li" key={item.id ?? `new-${i}`} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Checkbox
              checked={item.completed}
              onChange={(e) => set(i, { completed: e.target.checked } as Partial<ChecklistItem<K>>)}
              slotProps={{ input: { 'aria-label': labels.done(item[field]) } }}
            />
            <TextField
              size="small"
              variant="standard"
              fullWidth
              value={item[field]}
              onChange={(e) => set(i, { [field]: e.target.value } as Partial<ChecklistItem<K>>)}
              slotProps={{ htmlInput: { 'aria-label': labels.item(i + 1), maxLength } }}
              sx={{ textDecoration: item.completed ? 'line-through' : 'none' }}
            />
            <IconButton
              size="small"
              aria-label={labels.remove(item[field])}
              onClick={() => onChange((list) => list.filter((_, j) => j !== i))}
            >
              <Close fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          fullWidth
          label={labels.newItem}
          value={draft}
          onChange={(e) => onDraftChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          slotProps={{ htmlInput: { maxLength } }}
        />
        <Button onClick={add} disabled={!draft.trim()} sx={{ flexShrink: 0 }}>
          {labels.add}
        </Button>
      </Stack>
    </Box>
  );
}
