import ProjectDescription

let workspace = Workspace(name: "Sample", projects: ["Projects/**"])
