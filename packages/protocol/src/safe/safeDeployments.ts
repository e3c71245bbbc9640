import type { Address } from 'viem'

/** Safe versions Strongroom reads, propose to, executes on and updates (docs/safe-versions.md). */
export const SUPPORTED_SAFE_VERSIONS = ['1.3.0', '1.4.1', '1.5.0'] as const
export type SupportedSafeVersion = (typeof SUPPORTED_SAFE_VERSIONS)[number]

/**
 * The two address sets a version can have: "canonical" (1.3.0 through Arachnid's deterministic deployment proxy; every
 * later version through the Safe singleton factory) and "eip155" (1.3.0 again, through the Safe singleton factory).
 */
export type SafeAddressSet = 'canonical' | 'eip155'

/** The contracts of one published Safe release at one address set (safe-deployments `src/assets/v<version>`). */
export interface SafeContractSet {
  version: SupportedSafeVersion
  addressSet: SafeAddressSet
  /** The L1 singleton ("Safe", "GnosisSafe" before 1.4.1): executions emit no SafeMultiSigTransaction. */
  safe: Address
  /** The L2 singleton: every execution also emits SafeMultiSigTransaction / SafeModuleTransaction. */
  safeL2: Address
  safeProxyFactory: Address
  compatibilityFallbackHandler: Address
  multiSend: Address
  multiSendCallOnly: Address
  signMessageLib: Address
  createCall: Address
  simulateTxAccessor: Address
  /** SafeToL2Setup: a Safe created on the L1 singleton switches to the L2 one inside `setup` (1.4.1 on). */
  safeToL2Setup: Address | null
  /** SafeMigration: a DELEGATE call that moves a Safe (1.3.0 on) to this release's singleton. */
  safeMigration: Address | null
}

/**
 * Every address set of the supported versions, as safe-deployments 1.37 publishes them (checked against it and against
 * a real deployment by packages/devnet's deploySafeContracts.test.ts). 1.4.1 lists the contracts of its "1.4.1-2"
 * release too (SafeToL2Setup, SafeMigration), which share the release's singletons.
 */
export const safeDeployments: readonly SafeContractSet[] = [
  {
    version: '1.3.0',
    addressSet: 'canonical',
    safe: '0xd9Db270c1B5E3Bd161E8c8503c55cEABeE709552',
    safeL2: '0x3E5c63644E683549055b9Be8653de26E0B4CD36E',
    safeProxyFactory: '0xa6B71E26C5e0845f74c812102Ca7114b6a896AB2',
    compatibilityFallbackHandler: '0xf48f2B2d2a534e402487b3ee7C18c33Aec0Fe5e4',
    multiSend: '0xA238CBeb142c10Ef7Ad8442C6D1f9E89e07e7761',
    multiSendCallOnly: '0x40A2aCCbd92BCA938b02010E17A5b8929b49130D',
    signMessageLib: '0xA65387F16B013cf2Af4605Ad8aA5ec25a2cbA3a2',
    createCall: '0x7cbB62EaA69F79e6873cD1ecB2392971036cFAa4',
    simulateTxAccessor: '0x59AD6735bCd8152B84860Cb256dD9e96b85F69Da',
    safeToL2Setup: null,
    safeMigration: null,
  },
  {
    version: '1.3.0',
    addressSet: 'eip155',
    safe: '0x69f4D1788e39c87893C980c06EdF4b7f686e2938',
    safeL2: '0xfb1bffC9d739B8D520DaF37dF666da4C687191EA',
    safeProxyFactory: '0xC22834581EbC8527d974F8a1c97E1bEA4EF910BC',
    compatibilityFallbackHandler: '0x017062a1dE2FE6b99BE3d9d37841FeD19F573804',
    multiSend: '0x998739BFdAAdde7C933B942a68053933098f9EDa',
    multiSendCallOnly: '0xA1dabEF33b3B82c7814B6D82A79e50F4AC44102B',
    signMessageLib: '0x98FFBBF51bb33A056B08ddf711f289936AafF717',
    createCall: '0xB19D6FFc2182150F8Eb585b79D4ABcd7C5640A9d',
    simulateTxAccessor: '0x727a77a074D1E6c4530e814F89E618a3298FC044',
    safeToL2Setup: null,
    safeMigration: null,
  },
  {
    version: '1.4.1',
    addressSet: 'canonical',
    safe: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
    safeL2: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
    safeProxyFactory: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
    compatibilityFallbackHandler: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
    multiSend: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
    multiSendCallOnly: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
    signMessageLib: '0xd53cd0aB83D845Ac265BE939c57F53AD838012c9',
    createCall: '0x9b35Af71d77eaf8d7e40252370304687390A1A52',
    simulateTxAccessor: '0x3d4BA2E0884aa488718476ca2FB8Efc291A46199',
    safeToL2Setup: '0xBD89A1CE4DDe368FFAB0eC35506eEcE0b1fFdc54',
    safeMigration: '0x526643F69b81B008F46d95CD5ced5eC0edFFDaC6',
  },
  {
    version: '1.5.0',
    addressSet: 'canonical',
    safe: '0xFf51A5898e281Db6DfC7855790607438dF2ca44b',
    safeL2: '0xEdd160fEBBD92E350D4D398fb636302fccd67C7e',
    safeProxyFactory: '0x14F2982D601c9458F93bd70B218933A6f8165e7b',
    compatibilityFallbackHandler: '0x3EfCBb83A4A7AfcB4F68D501E2c2203a38be77f4',
    multiSend: '0x218543288004CD07832472D464648173c77D7eB7',
    multiSendCallOnly: '0xA83c336B20401Af773B6219BA5027174338D1836',
    signMessageLib: '0x4FfeF8222648872B3dE295Ba1e49110E61f5b5aa',
    createCall: '0x2Ef5ECfbea521449E4De05EDB1ce63B75eDA90B4',
    simulateTxAccessor: '0x07EfA797c55B5DdE3698d876b277aBb6B893654C',
    safeToL2Setup: '0x900C7589200010D6C6eCaaE5B06EBe653bc2D82a',
    safeMigration: '0x6439e7ABD8Bb915A5263094784C5CF561c4172AC',
  },
]
