$ok = @(EOT:json)
  {"a": 1}
  | EOT
$bad = @(EOT:json)
  {"a": 1,}
  | EOT
