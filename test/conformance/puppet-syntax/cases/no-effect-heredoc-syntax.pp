@(END:json)
{}
END
$a = 1
