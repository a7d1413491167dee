$a = "12kb" =~ /^\d+(?i[kmgt]b?|b)$/
