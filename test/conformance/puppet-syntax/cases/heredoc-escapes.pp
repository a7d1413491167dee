$a = @(END/tn)
Tab\there\n
END
notice($a)
