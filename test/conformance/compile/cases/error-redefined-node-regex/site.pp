node /^web\d+$/ { }
node /^web\d+$/ { }
