import { Type } from '@sinclair/typebox';
import { FaultProfileBody } from '../messaging-api/fault-profile';

const NullableString = () => Type.Union([Type.String(), Type.Null()]);

export const MessageBody = Type.Object({ message: Type.String() });

export const HealthResponse = Type.Object({ status: Type.Literal('ok') });

export const SandboxIdentity = Type.Object({
  id: Type.String(),
  displayName: Type.String(),
  purpose: Type.String(),
  role: NullableString(),
  unitHcode: NullableString(),
  unitName: NullableString(),
  status: NullableString(),
  inviteCode: NullableString(),
  lineUserId: NullableString(),
  lineDisplayName: NullableString(),
  pictureUrl: NullableString(),
  healthAccountId: NullableString(),
  providerId: NullableString(),
  hashCid: NullableString(),
  organizations: Type.Array(
    Type.Object({ hcode: Type.String(), hname_th: Type.String(), position: Type.String() }),
  ),
});

export const IdentityList = Type.Array(SandboxIdentity);

export const AvatarParams = Type.Object({ id: Type.String({ pattern: '^[a-z0-9-]+$' }) });

export const FaultService = Type.Union([Type.Literal('line'), Type.Literal('health-id')]);

export const ArmFaultBody = Type.Object({
  service: FaultService,
  /** A fault name, or null to disarm. Null first: body coercion would turn null into ''. */
  fault: Type.Union([Type.Null(), Type.String()]),
});

export const FaultsResponse = Type.Object({
  armed: Type.Object({ line: NullableString(), healthId: NullableString() }),
  available: Type.Object({
    line: Type.Record(Type.String(), Type.String()),
    healthId: Type.Record(Type.String(), Type.String()),
  }),
  /** The Messaging API's fault profile in force (`PUT /sandbox/faults/messaging`). */
  messaging: FaultProfileBody,
});

export const HtmlPage = Type.String({ description: 'HTML page' });
export const PngImage = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  description: 'PNG image',
});
export const BinaryFile = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  description: 'File',
});
export const FontParams = Type.Object({ file: Type.String() });
