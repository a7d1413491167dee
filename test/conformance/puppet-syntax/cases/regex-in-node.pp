node /^web(\d+$/ {}
