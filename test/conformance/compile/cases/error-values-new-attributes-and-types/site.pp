# Error values (Error.new / Error(...)): their text, attributes read as methods, type() with the
# kind and issue_code type parameters, =~ against Error[...] (case matching) and Object, ==.
$e = Error.new('boom', 'mykind', { 'a' => 1 }, 'MY_CODE')
$f = Error('plain')
$g = Error.new({ 'msg' => 'hashed', 'kind' => 'k' })
notify { 'text': message => [String($e), String($f), "${g}", String(type($e)), String(type($f)), String(type($g))] }
notify { 'attrs': message => [$e.message, $e.msg, $e.kind, $e.details, $e.issue_code, $f.kind, $f.details, $f.issue_code, $g.message] }
notify { 'match': message => [$e =~ Error, $e =~ Object, $e =~ Error['mykind'], $e =~ Error['other'], $e =~ Error['mykind', 'MY_CODE'], $e =~ Error[/my/], $f =~ Error[Undef], $e =~ Any, $e =~ Data, $e =~ RichData, $e =~ Scalar, 'x' =~ Error] }
notify { 'eq': message => [$e == Error.new('boom', 'mykind', { 'a' => 1 }, 'MY_CODE'), $e == $f, $f == Error('plain')] }
notify { 'types': message => String([Error['a'], Error['a', 'B'], Error[/x/]]) }
notify { 'more':
  message => [type($e) =~ Type[Error], Type[Error['mykind']] =~ Type[Error], Type[Error] =~ Type[Error['mykind']], $e =~ Error[{ 'issue_code' => 'MY_CODE' }],
    $e =~ Error[default, /^MY_/], $e =~ Error['MYKIND'], $e =~ Error[Enum['mykind', 'x']], $e in [$f, $e], { $e => 'v' }[Error('boom', 'mykind', { 'a' => 1 }, 'MY_CODE')],
    "${[$e, $f]}", case $f { Error['x']: { 'x' } Error: { 'error' } default: { 'none' } }, Error['a'] == Error['a'], Error['a'] == Error['b']],
}
