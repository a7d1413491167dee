$a = @(END)
    hello
    world
    | END
notice($a)
