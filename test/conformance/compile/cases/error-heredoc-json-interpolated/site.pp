$x = 1
$ok = @("EOT":json)
  {"a": ${x}}
  | EOT
$bad = @("EOT":json)
  {"a": ${x},}
  | EOT
