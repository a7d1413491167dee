type OptData = Optional[Data]
type OptAny = Optional[Any]
type OptOpt = Optional[Optional[Integer]]
type OptUndef = Optional[Variant[Integer, Undef]]
type DefinedOpt = NotUndef[Optional[Integer]]
type DataOrUndef = Variant[Data, Undef]
type OptAlias = Optional[OptOpt]
type Arr = Array[Optional[Data]]
type Choice = Enum['b', 'a']
type Span = Integer[1, 3]
notify { 'a': message => String([OptData, OptAny, OptOpt, OptUndef]) }
notify { 'b': message => String([DefinedOpt, DataOrUndef, OptAlias, Arr]) }
notify { 'c': message => String(Choice.map |$x| { "<${x}>" }) }
notify { 'd': message => String(Span.map |$x| { $x * 2 }) }
notify { 'e': message => String([Span =~ Iterable, Span =~ Iterable[Integer], Array(Span)]) }
