notify { 'a': message => @(END/tn) }
    indented\tline
      more
    | END
