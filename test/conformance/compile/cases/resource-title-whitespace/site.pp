notify { " spaced ": } notify { "tab\there": }
