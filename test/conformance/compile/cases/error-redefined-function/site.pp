function twice() { 1 }
function twice() { 2 }
