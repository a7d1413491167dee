notify { "top": }
return()
notify { "after": }
