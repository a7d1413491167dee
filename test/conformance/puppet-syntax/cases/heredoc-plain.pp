$a = @(END)
  hello
  END
notice($a)
