  $compress = true
  $copy = false
  $missingok = undef
  $rotate = 7
