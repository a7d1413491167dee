node /^web\d+$/ { }
