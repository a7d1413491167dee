$ok = @(EOT:base64)
  aGk=
  | EOT
$bad = @(EOT:base64)
  aGVsbG8
  | EOT
