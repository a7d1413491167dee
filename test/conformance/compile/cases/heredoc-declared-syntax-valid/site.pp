# Text of a declared syntax Puppet checks (json, data+json, base64) that is valid; an unknown syntax is not checked.
$x = 2
$a = @(EOT:json)
  {"a": [1, 2], "b": null}
  | EOT
$b = @("EOT":data+json)
  [1, ${x}]
  | EOT
$c = @(EOT:base64)
  aGVsbG8g
  d29ybGQ=
  | EOT
$d = @(EOT:yaml)
  a: [1
  | EOT
notify { 'h': message => [$a, $b, $c, $d] }
