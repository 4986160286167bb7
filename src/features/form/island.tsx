// The form's island: the React form, over the server HTML the visitor may already have typed into; a
// lightbox form (the builder's) behind its button.

import { island } from '../../island/island';
import { Form, type FormIslandProps } from './Form';
import { FormDialog } from './FormDialog';

function FormBlock(props: FormIslandProps) {
  const { lightbox } = props;
  if (!lightbox) return <Form {...props} />;
  return (
    <FormDialog buttonText={lightbox.buttonText} label={props.title || lightbox.buttonText}>
      <Form {...props} />
    </FormDialog>
  );
}

export default island<FormIslandProps>(FormBlock);
