  $line = "a 'b c"
