$a = @(END).strip
  x
  END
notice($a)
