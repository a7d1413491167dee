  $s = "--opt='a b' \$HOME *.txt"
  $n = 42
  $list = ['a', 'b c']
  $line = "one  \"two three\" 'four five'six seven\\ eight \"esc \\\" \\\\ \\\$x \\y\"	tab\n nl"
