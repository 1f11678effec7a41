import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FieldMessage } from '../../lib/forms/form-state';
import { useMessageText } from './message';

/** The messages for a whole request (the server's `_`), announced to screen readers. */
export function FormErrors({ messages }: { messages: FieldMessage[] }) {
  const text = useMessageText();
  if (!messages.length) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
      {messages.length === 1 ? (
        text(messages[0])
      ) : (
        <List size="sm">
          {messages.map((message, index) => (
            <List.Item key={index}>{text(message)}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
