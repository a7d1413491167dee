  $word = 'padded'
  $name_padded = "  ${word}  "
